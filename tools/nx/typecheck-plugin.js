// Infers a `typecheck` target for every project: `tsc --noEmit` on each of its tsconfig files
// (app or lib sources, then specs), so `nx affected -t typecheck` checks what a change touches.
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
                    inputs: ['default', '^default', { externalDependencies: ['typescript'] }],
                    options: {
                      cwd: root,
                      commands: configs.map((file) => `tsc --noEmit -p ${file}`),
                      parallel: false,
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
