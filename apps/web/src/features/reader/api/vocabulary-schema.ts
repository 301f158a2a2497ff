// loaded with the answers of what the learner does (add a word, edit it, write a chapter, look a clicked
// word up), so the schemas and zod are not part of the reader's first paint (decision 022)
export {
  DictionaryLookupSchema,
  GenerateChapterResponseSchema,
  MarkReadResultSchema,
  SetWordStatusesResultSchema,
  VocabularySchema,
} from '@reeprise/contract';
