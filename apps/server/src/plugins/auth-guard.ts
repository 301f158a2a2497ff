import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../modules/auth/session.service.js';
import { forbidden, notAuthenticated } from './http-error.js';

/** The logged-in user, or a 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}

export function requireStaff(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!user.isStaff) throw forbidden();
  return user;
}

export function requirePermission(request: FastifyRequest, codename: string): AuthUser {
  const user = requireUser(request);
  if (!user.permissions.includes(codename)) throw forbidden();
  return user;
}
