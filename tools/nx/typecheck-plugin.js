// Infers a `typecheck` target for every project: one `tsc --noEmit` program over all of its tsconfig
// files (sources, specs, stories; see typecheck-project.mjs), so `nx affected -t typecheck` checks what
// a change touches, each file of the project once.
const { existsSync } = require('node:fs');
const { dirname, join } = require('node:path');

const TSCONFIGS = ['tsconfig.app.json', 'tsconfig.lib.json', 'tsconfig.spec.json', 'tsconfig.storybook.json'];

module.exports = {
  name: 'escapade-typecheck',
  createNodesV2: [
    '**/project.json',
    (projectFiles, _options, context) =>
      projectFiles.map((projectFile) => {
        const root = dirname(projectFile);
        const configs = TSCONFIGS.filter((file) => existsSync(join(context.workspaceRoot, root, file)));
        if (configs.length === 0) return [projectFile, {}];
        return [
          projectFile,
          {
            projects: {
              [root]: {
                targets: {
                  typecheck: {
                    executor: 'nx:run-commands',
                    cache: true,
                    inputs: ['default', '^default', '{workspaceRoot}/tools/nx/typecheck-project.mjs', { externalDependencies: ['typescript'] }],
                    options: {
                      command: `node tools/nx/typecheck-project.mjs ${root} ${configs.join(' ')}`,
                    },
                  },
                },
              },
            },
          },
        ];
      }),
  ],
};
