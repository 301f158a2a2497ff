import type { FastifyReply } from 'fastify';
import type { StoredFile } from './files.repository.js';

/** Uploaded content is served inert: exact type, no sniffing, no scripts even if opened directly. */
export function sendStoredFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, max-age=3600')
    .send(file.data);
}
