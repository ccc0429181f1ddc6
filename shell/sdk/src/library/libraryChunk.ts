// What LibraryProvider loads on first use: Mantine's component styles and its provider (the shared Mantine
// singleton comes with it). Page-wide CSS (variables, baseline) is already on every page: styles/page.css.
import './library.css';

export { MantineLibrary as default } from './MantineLibrary';
