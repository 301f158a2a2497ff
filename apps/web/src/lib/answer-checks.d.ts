// The checks build/answer-checks.ts compiles from the contract's zod schemas (decision 045), typed from the
// same schemas: `isX` narrows to the output of `XSchema`. A schema whose output differs from what it accepts
// (a default, a transform) gets no check: the check could not produce its output.
declare module 'virtual:answer-checks' {
  import type * as contract from '@reeprise/contract';
  import type { z } from 'zod';

  type Contract = typeof contract;
  type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
  type Checked<K extends keyof Contract> = Contract[K] extends z.ZodType
    ? Same<z.input<Contract[K]>, z.output<Contract[K]>>
    : false;
  type Checks = {
    readonly [
      K in keyof Contract as K extends `${infer Name}Schema`
        ? Checked<K> extends true
          ? `is${Name}`
          : never
        : never
    ]: Contract[K] extends z.ZodType ? (value: unknown) => value is z.output<Contract[K]> : never;
  };

  const checks: Checks;
  export = checks;
}
