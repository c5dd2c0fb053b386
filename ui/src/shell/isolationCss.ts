/**
 * The modal's reset against the host page's CSS, first in the modal's stylesheet. The root
 * inherits nothing from the page (`all: initial`); every element inside goes back to the
 * browser's own styles (`all: revert`), so a host rule such as `* { all: unset }`,
 * `button { margin: 15px }` or `div { display: inline }` does not reach it. SVG keeps its
 * presentation attributes (`revert-layer` drops the page's rules but not them). Specificity
 * (0,1,0), equal to the modal's own single-class rules, which come after it and so win; custom
 * properties (the theme's `--pc-*` tokens) are not part of `all` and still inherit.
 */
export const isolationCss = `
.pc-root { all: initial; }
.pc-root :where(*) { all: revert; }
.pc-root :where(svg, svg *) { all: revert-layer; }
`
