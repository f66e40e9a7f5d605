// phone.js is hand-written ES5 (it is also the `nomodule` script for Gecko 48): importing it only
// runs it, and it exports nothing.
export {};
