// Fixed texts of the spec shared by server and web, without zod: the web app's first page imports them.

/** The spec's login failure, shown under the password field. */
export const LOGIN_FAILED_MESSAGE =
  "The email and password you entered do not match our system's records. Please double-check and try again. If you’ve forgotten your password, contact us for assistance.";
