// A Babel plugin for dependency-cruiser only: marks type-only imports and exports as value ones, so that
// stripping the types keeps them and a cycle made of `import type` is still seen (TypeScript 7, which the project
// uses, has no compiler API for dependency-cruiser to parse with).
module.exports = () => {
  const keep = (path) => {
    if (path.node.importKind === 'type' || path.node.exportKind === 'type') {
      path.node.importKind = 'value';
      path.node.exportKind = 'value';
    }
    for (const s of path.node.specifiers ?? []) {
      if (s.importKind === 'type') s.importKind = 'value';
      if (s.exportKind === 'type') s.exportKind = 'value';
    }
  };
  // On Program, before the TypeScript preset (whose own Program visitor drops the type-only imports) runs.
  return {
    visitor: {
      Program(program) {
        program.traverse({
          ImportDeclaration: keep,
          ExportNamedDeclaration: keep,
          ExportAllDeclaration: keep,
        });
      },
    },
  };
};
