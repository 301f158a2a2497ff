import { z } from 'zod';
import { inputText } from './text.js';
import { USERNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits.js';

/** Body of POST /api/login/. The username is trimmed before it is checked. */
export const LoginRequestSchema = z.object({
  username: inputText(USERNAME_MAX_LENGTH).min(1, 'This field is required'),
  password: z
    .string()
    .min(1, 'This field is required')
    .max(PASSWORD_MAX_LENGTH * 8),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Answer of GET /accounts/whoami and POST /api/login/; null ids mean logged out. */
export const WhoamiSchema = z.object({
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  is_staff: z.boolean(),
  permissions: z.array(z.string()),
  /**
   * Beyond the spec (issue 35): the user's profile picture URL, versioned by its last change, or null
   * while they have none, so no page asks for a picture that would answer 404. Absent for a visitor and
   * from older servers.
   */
  pic: z.string().nullable().optional(),
});
export type Whoami = z.infer<typeof WhoamiSchema>;
