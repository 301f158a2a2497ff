export * from './enums.js';
export * from './limits.js';
export * from './errors.js';
export * from './pagination.js';
export * from './auth.js';
export * from './user-settings.js';
export * from './generated-texts.js';
export * from './ws-messages.js';
