import { z } from 'zod';

/** Module flags switch features when `enabled` equals '1' (SPEC §4). */
export const flagSchema = z.enum(['0', '1']);

/** A host name or host:port the web sends as `url` (SPEC §7 /wps/system/status). */
export const hostSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'host name');

export const isoCountrySchema = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 country code');

/** Relative asset path or absolute URL of a picture served by us. */
export const assetUrlSchema = z.string().min(1).max(500);

export const languageCodeSchema = z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'language code');
