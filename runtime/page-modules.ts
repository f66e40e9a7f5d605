// Puts the modules MDX pages share with the runtime on globalThis (shared/page-modules.ts), before
// any page's bundle loads: the browser entry and the server renderer both import this first.
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { sharedModulesGlobal } from '../shared/page-modules.ts';
import * as PageContext from './theme/PageContext.ts';
import * as SiteContext from './theme/SiteContext.ts';
import * as themeOriginals from './theme/theme-originals.tsx';

(globalThis as unknown as Record<string, Record<string, unknown>>)[sharedModulesGlobal] = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'theme/SiteContext.ts': SiteContext,
  'theme/PageContext.ts': PageContext,
  'theme/theme-originals.tsx': themeOriginals,
};
