import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_WISH_TITLE,
  WISH_AUDIO_MAX_BYTES,
  WISH_MAX_DURATION_SECONDS,
  WISH_SPACE_MAX_WISHES,
  type WishUploadFields,
} from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { loadIdPage } from '../../platform/cursor.js';
import { HttpError, badRequest, forbidden, notAuthenticated, notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { FilesRepository } from '../files/files.repository.js';
import type { UserSettingsService } from '../user-settings/user-settings.service.js';
import { inspectAudio } from './audio.js';
import type { WishRecord, WishSpaceRecord, WishesRepository } from './wishes.repository.js';

export const WISH_SPACES_PAGE_SIZE = 20;
const NOT_ACCESSIBLE = 'Wishspace not accessible.';

export interface WishSpaceWithWishes {
  space: WishSpaceRecord;
  wishes: WishRecord[];
}

/** Wish spaces: owned by staff with experimental features; guests upload with the space's secret token. */
export class WishesService {
  constructor(
    private readonly spaces: WishesRepository,
    private readonly files: Pick<FilesRepository, 'get'>,
    private readonly settings: Pick<UserSettingsService, 'hasExperimentalFeatures'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** One page of the user's spaces, newest first. */
  async list(user: AuthUser, beforeId: number | null) {
    await this.gate(user);
    return loadIdPage(WISH_SPACES_PAGE_SIZE, (limit) => this.spaces.listForOwner(user.id, beforeId, limit));
  }

  /** A new space with a fresh upload token. */
  async create(user: AuthUser, name: string): Promise<WishSpaceWithWishes> {
    await this.gate(user);
    const id = await this.spaces.create({
      ownerId: user.id,
      name,
      uploadToken: newToken(),
      now: nowIso(this.clock()),
    });
    return this.detail(user, id);
  }

  /** The space with its wishes; someone else's space is a 404, as if it did not exist. */
  async detail(user: AuthUser, id: number): Promise<WishSpaceWithWishes> {
    const space = await this.own(user, id);
    return { space, wishes: await this.spaces.wishesOf(id) };
  }

  /** A new token: the old upload link stops working at once. */
  async regenerateToken(user: AuthUser, id: number): Promise<WishSpaceWithWishes> {
    await this.own(user, id);
    await this.spaces.setToken(id, newToken(), nowIso(this.clock()));
    return this.detail(user, id);
  }

  /** The recording of a wish in one of the user's spaces. */
  async audio(user: AuthUser, wishId: number) {
    await this.gate(user);
    const wish = await this.spaces.findWish(wishId);
    const file = wish && wish.ownerId === user.id ? await this.files.get(wish.fileId) : undefined;
    if (!file) throw notFound();
    return file;
  }

  /**
   * The space an `Authorization: Token …` header opens: no token 401, unknown space 404, wrong token
   * 403. Checked before the upload body is read.
   */
  async authorizeUpload(spaceId: number, authorization: string | undefined): Promise<WishSpaceRecord> {
    const token = /^Token\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (!token) throw notAuthenticated();
    const space = await this.spaces.findById(spaceId);
    if (!space) throw notFound(NOT_ACCESSIBLE);
    if (!sameToken(token, space.uploadToken)) throw forbidden('Invalid token.');
    return space;
  }

  /** Stores a guest's recording after checking what it really is, how big and how long. */
  async upload(
    space: WishSpaceRecord,
    fields: WishUploadFields,
    recording: Buffer | undefined,
  ): Promise<WishRecord> {
    if (fields.space !== space.id)
      throw badRequest('Invalid input.', { space: ['Does not match the wish space of the URL.'] });
    if (!recording)
      throw badRequest('No recording was submitted.', { sound_file: ['No recording was submitted.'] });
    if (recording.length > WISH_AUDIO_MAX_BYTES) throw new HttpError(413, 'The upload is too large.');
    const audio = inspectAudio(recording);
    const unsupported = 'The file is not a supported recording (WebM, Ogg, MP4, WAV or MP3).';
    if (!audio) throw badRequest(unsupported, { sound_file: [unsupported] });
    // Only WAV states its duration in a header we can trust cheaply; for the compressed formats the
    // 10 MB size limit is what bounds the length (and the storage) of a recording.
    if (audio.durationSeconds !== null && audio.durationSeconds > WISH_MAX_DURATION_SECONDS) {
      const tooLong = `A recording may be at most ${WISH_MAX_DURATION_SECONDS / 60} minutes long.`;
      throw badRequest(tooLong, { sound_file: [tooLong] });
    }
    const id = await this.spaces.insertWish(
      {
        spaceId: space.id,
        ownerId: space.ownerId,
        title: fields.title || DEFAULT_WISH_TITLE,
        contentType: audio.contentType,
        data: recording,
        now: nowIso(this.clock()),
      },
      WISH_SPACE_MAX_WISHES,
    );
    if (id === null) throw new HttpError(409, 'This wish space is full.');
    return (await this.spaces.findWish(id))!;
  }

  private async own(user: AuthUser, id: number): Promise<WishSpaceRecord> {
    await this.gate(user);
    const space = await this.spaces.findById(id);
    if (!space || space.ownerId !== user.id) throw notFound(NOT_ACCESSIBLE);
    return space;
  }

  private async gate(user: AuthUser): Promise<void> {
    if (!(await this.settings.hasExperimentalFeatures(user))) throw forbidden();
  }
}

const newToken = () => randomBytes(24).toString('base64url');

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
