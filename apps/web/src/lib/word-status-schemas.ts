// loaded with the requests that need them (placement.ts), so zod and the contract's schemas are not part
// of the pages' first code (decisions 021, 023)
export { ClearPlacementResultSchema, PlacementResultSchema } from '@reeprise/contract';
