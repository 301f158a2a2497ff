// loaded with a card's mutation (retry, public switch), so the schema and zod are not part of the text
// list's first paint (decision 021)
export { GeneratedTextSchema } from '@reeprise/contract';
