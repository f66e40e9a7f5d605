// The boot data every HTML page carries for the runtime (which route table, which chunk, which
// route), written by the compiler and read by the React runtime, the legacy phone script and the
// router when it checks a fresh copy of a page. ES5-safe: the Gecko 48 script imports it.
import type { BootData } from './contract.ts';

export var bootElementId = '__sfp_boot';

/** Finds the boot data in a page's HTML text (the router's check for a newer deploy). */
export var bootScriptRe = /<script type="application\/json" id="__sfp_boot">([^<]*)<\/script>/;

/** The element holding the boot data: JSON in a script that never runs, "<" escaped so no text can close it. */
export function bootScript(boot: BootData): string {
  return `<script type="application/json" id="${bootElementId}">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>`;
}

export function parseBootData(text: string): BootData {
  return JSON.parse(text) as BootData;
}
