// `@theme/Heading`: a heading with the same `#` link markdown headings get
// (compiler/content/plugins/remark-heading-ids.ts); h1 and headings without an id have none.
import type { HTMLAttributes } from 'react';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

export default function Heading({ as: Tag, id, children, ...props }: HeadingProps) {
  return (
    <Tag {...props} id={id}>
      {children}
      {id && Tag !== 'h1' ? (
        <a className="hash-link" aria-hidden="true" tabIndex={-1} href={`#${id}`}>
          #
        </a>
      ) : null}
    </Tag>
  );
}
