/**
 * `@hp/shell-sdk/library`: the component library (Mantine with the product's theme).
 * Not shared at run time: each build that imports it carries its own copy, with the Mantine components it uses
 * (see rspack/shared.js). Give `componentLibrary` to `RemoteRoutes`; `LibraryProvider` is for a part of a page that
 * needs the library on a page that does not.
 *
 * Imports nothing of the SDK's shared parts but by package name (`@hp/shell-sdk`), so that this copy uses the page's
 * one session and router.
 */
export { componentLibrary, LibraryProvider } from './LibraryProvider';
