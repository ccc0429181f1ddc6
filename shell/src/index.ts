// Page-wide CSS (Mantine's variables with the product's theme, its baseline and global classes): in the page's
// <head>, so the first paint is styled; the component library's own CSS comes with the areas that use it.
import '@hp/shell-sdk/styles.css';
// No async boundary: what the frame needs is shared eagerly (EAGER_IN_HOST), so it starts at once; the areas' shared
// modules are agreed on when an area loads. The registry is already on its way (the HTML preloads it).
import './bootstrap';
