// `@theme/ThemedImage`: both images are in the HTML and CSS shows the one of the colour mode
// (`html[data-theme]`, styles.css), so the server render, the first client render and a page
// without a script agree, and switching modes needs no re-render. They load lazily, so the
// browser fetches only the one shown (and React does not preload both).
import type { ImgHTMLAttributes } from 'react';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, loading = 'lazy', ...props }: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img loading={loading} {...props} key={mode} src={sources[mode]} alt={alt} className={`themed-image themed-image-${mode}${className ? ` ${className}` : ''}`} />
      ))}
    </>
  );
}
