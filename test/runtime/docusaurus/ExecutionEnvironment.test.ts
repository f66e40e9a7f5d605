import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ExecutionEnvironment from '../../../runtime/docusaurus/ExecutionEnvironment.ts';

const environment = suite('ExecutionEnvironment');

environment('should say that nothing of the browser is there on the server', () => {
  assert.equal(ExecutionEnvironment, { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false });
});

environment.run();
