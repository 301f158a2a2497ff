import type { FastifyInstance } from 'fastify';

let counter = 0;

/** Creates an active user with a valid password; every field can be overridden. */
export async function createUser(
  app: FastifyInstance,
  overrides: { username?: string; password?: string; isStaff?: boolean; permissions?: string[] } = {},
) {
  counter += 1;
  const username = overrides.username ?? `learner${counter}_${process.pid}`;
  const password = overrides.password ?? `correct horse ${counter} battery`;
  const user = await app.ctx.services.users.create({
    username,
    password,
    isStaff: overrides.isStaff ?? false,
    permissions: overrides.permissions ?? [],
  });
  return { ...user, password };
}
