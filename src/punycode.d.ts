// The npm `punycode` package (CommonJS), under a path that is never Node's deprecated built-in of
// the same name; its types are those of @types/punycode.
declare module 'punycode/punycode.js' {
  const punycode: typeof import('punycode')
  export default punycode
}
