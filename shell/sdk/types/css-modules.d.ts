// CSS modules and stylesheets, as rspack (shared/rspack) builds them; every package with styles includes this file.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
