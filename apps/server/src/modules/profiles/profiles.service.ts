import { IMAGE_MAX_BYTES, paths } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { normalizeImage } from '../../platform/files/image.js';
import { HttpError, badRequest, notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { FilesRepository } from '../files/files.repository.js';
import type { ProfilesRepository } from './profiles.repository.js';

export class ProfilesService {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly files: FilesRepository,
  ) {}

  /** Replaces the user's picture with a re-encoded 256 px version of the upload. */
  async setPicture(user: AuthUser, upload: Buffer | undefined): Promise<void> {
    if (!upload) throw badRequest('No file was submitted.', { pic: ['No file was submitted.'] });
    if (upload.length > IMAGE_MAX_BYTES) throw new HttpError(413, 'The upload is too large.');
    const image = await normalizeImage(upload, 256);
    const previous = await this.profiles.picFileId(user.id);
    const fileId = await this.files.insert({
      ownerId: user.id,
      kind: 'profile-pic',
      ...image,
      now: nowIso(),
    });
    await this.profiles.setPic(user.id, fileId, nowIso());
    if (previous !== null) await this.files.delete(previous);
  }

  /** The user's picture URL, versioned by its last change (as the text cards' creator_pic), or null: none. */
  async pictureUrl(userId: number): Promise<string | null> {
    const updatedAt = await this.profiles.picUpdatedAt(userId);
    return updatedAt === null ? null : paths.profiles.userPicture(userId, { v: Date.parse(updatedAt) || 0 });
  }

  /** Profile pictures appear on shared text cards, so every logged-in user may see them. */
  async picture(userId: number) {
    const fileId = await this.profiles.picFileId(userId);
    const file = fileId === null ? undefined : await this.files.get(fileId);
    if (!file) throw notFound('No profile picture.');
    return file;
  }
}
