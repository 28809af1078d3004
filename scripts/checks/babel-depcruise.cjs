// The Babel set-up dependency-cruiser reads TypeScript with (see .dependency-cruiser.cjs).
module.exports = {
  plugins: [`${__dirname}/keep-type-imports.cjs`],
  presets: [[require.resolve('@babel/preset-typescript'), { onlyRemoveTypeImports: true }]],
};
