import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { HEADER_OPERATOR_KEY, HEADER_TOKEN } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas, served at /docs (UI) and /docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gaming portal API',
        version: '0.1.0',
        description: 'Every answer is an envelope {success, code, message, value}. Paths are under /api.',
      },
      components: {
        securitySchemes: {
          sessionToken: { type: 'apiKey', in: 'header', name: HEADER_TOKEN },
          operatorKey: { type: 'apiKey', in: 'header', name: HEADER_OPERATOR_KEY },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
}
