// hp-bundle's loader for modules that make an Intl formatter when they load (Nest's Logger and ConsoleLogger: one
// each, for a console timestamp our services never print: they log through pino). The first Intl formatter maps
// ICU's locale data: about 8 MiB of resident memory in an idle process. Here the formatter is made on first use.
'use strict';

const helper =
  'const __hpLazyDateTimeFormat = (...args) => { let made; const get = () => (made ??= new Intl.DateTimeFormat(...args));' +
  ' return { format: (d) => get().format(d), formatToParts: (d) => get().formatToParts(d),' +
  ' resolvedOptions: () => get().resolvedOptions() }; };\n';

/** @param {string} source */
module.exports = function lazyIntl(source) {
  if (!source.includes('new Intl.DateTimeFormat(')) return source;
  return helper + source.replaceAll('new Intl.DateTimeFormat(', '__hpLazyDateTimeFormat(');
};
