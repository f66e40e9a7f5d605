// The search worker's language, a module the build makes for each locale (compiler/emit/bundle-runtime.ts).
declare module 'sfpdocs:search-language' {
  import type { SearchLanguage } from '../../shared/search/search-language.ts';
  const language: SearchLanguage | null;
  export default language;
}
