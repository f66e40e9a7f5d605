// `@theme/SearchMetadata`: the meta tags Docusaurus's search integrations read (`docusaurus_locale`,
// `docusaurus_tag`, and their `docsearch:` twins), set through `@docusaurus/Head` like other head
// tags of a component (so in the browser, not in the page's HTML). sfpdocs' own search reads
// the pages themselves and needs none of them.
import Head from './Head.tsx';

export interface SearchMetadataProps {
  locale?: string;
  version?: string;
  tag?: string;
}

export default function SearchMetadata({ locale, version, tag }: SearchMetadataProps) {
  return (
    <Head>
      {locale && <meta name="docusaurus_locale" content={locale} />}
      {version && <meta name="docusaurus_version" content={version} />}
      {tag && <meta name="docusaurus_tag" content={tag} />}
      {locale && <meta name="docsearch:language" content={locale} />}
      {version && <meta name="docsearch:version" content={version} />}
      {tag && <meta name="docsearch:docusaurus_tag" content={tag} />}
    </Head>
  );
}
