// The phone script's state, shared by its modules: what is open, where the pointer was, the
// softkey bar and the menu while they exist.
export var state = {
  /** A pointer (mouse, touch, wheel) was used: D-pad mode then only on a phone screen. */
  pointerUsed: false,
  lastPointer: '',
  /** null | 'menu' | 'search' */
  panel: null,
  /** The softkey bar element. */
  bar: null,
  /** The menu dialog while it is open, and what had focus before it opened. */
  menu: null,
  beforeMenu: null,
};
