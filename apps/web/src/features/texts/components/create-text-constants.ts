// zod-free: the create form and the welcome card are on the text list's first paint (decision 021),
// create-text-schema.ts loads with the first check

/** The id of the topic field, so the welcome card can send the learner straight to it. */
export const TOPIC_FIELD_ID = 'create-text-topic';

/** The spec's message for a select left at its placeholder (§5, §8). */
export const SELECT_MESSAGE = 'Please select a valid option';
export const IMAGE_TYPE_MESSAGE = 'Choose an image file';
export const IMAGE_SIZE_MESSAGE = 'The image is too large';
