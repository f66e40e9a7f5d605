// `@theme/MDXComponents/Img`: an image of markdown content, decoded off the main thread and loaded
// lazily, as Docusaurus's; its class joins the one given.
import type { ImgHTMLAttributes } from 'react';

export default function Img({ className, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  return <img decoding="async" loading="lazy" {...props} className={['markdown-img', className].filter(Boolean).join(' ')} />;
}
