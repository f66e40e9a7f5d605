// `@docusaurus/ExecutionEnvironment`: what the code is running in, fixed when the module loads
// (false everywhere on the server). Components that render differently in the browser should use
// useIsBrowser or <BrowserOnly> instead, or the hydrating render will not match the HTML.
const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
