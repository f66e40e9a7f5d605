// Types for the commonmark-spec package (it ships none): the spec text and its examples.
declare module 'commonmark-spec' {
  export const text: string;
  export const tests: ReadonlyArray<{ markdown: string; html: string; section: string; number: number }>;
}
