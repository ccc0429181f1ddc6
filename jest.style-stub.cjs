// jest: CSS modules map to an object whose class names are their keys.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
