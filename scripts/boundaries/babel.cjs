// How dependency-cruiser reads our TypeScript (see .dependency-cruiser.cjs): TypeScript 7, the native compiler, has no
// JavaScript API for it to parse with, so Babel strips the types and JSX first and dependency-cruiser reads the
// JavaScript left. Stripping types would also strip type-only imports, which are dependencies of the design all the
// same (a type-only cycle or boundary crossing is still one): the plugin below first turns each of them into a bare
// `import 'source'`, which survives.
/** @param {{ types: typeof import('@babel/types') }} babel */
function keepTypeOnlyImports({ types: t }) {
  const bare = (source) => t.importDeclaration([], t.stringLiteral(source));
  const allTypes = (specifiers) =>
    specifiers.length > 0 &&
    specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type');
  return {
    name: 'keep-type-only-imports',
    visitor: {
      Program: {
        // On entering the program, before the TypeScript preset visits (and removes) anything.
        enter(program) {
          const sources = [];
          program.traverse({
            ImportDeclaration(path) {
              if (path.node.importKind === 'type' || allTypes(path.node.specifiers))
                path.replaceWith(bare(path.node.source.value));
            },
            ExportNamedDeclaration(path) {
              const { source } = path.node;
              if (source && (path.node.exportKind === 'type' || allTypes(path.node.specifiers)))
                path.replaceWith(bare(source.value));
            },
            ExportAllDeclaration(path) {
              if (path.node.exportKind === 'type') path.replaceWith(bare(path.node.source.value));
            },
            // `typeof import('./x')` and `import('./x').Name` in a type.
            TSImportType(path) {
              const argument = path.node.argument;
              const literal = t.isTSLiteralType(argument) ? argument.literal : argument;
              if (t.isStringLiteral(literal)) sources.push(literal.value);
            },
          });
          for (const source of sources) program.unshiftContainer('body', bare(source));
        },
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeOnlyImports, ['@babel/plugin-transform-react-jsx', { runtime: 'automatic' }]],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
