/** One entry of the Storybook build's `index.json`. */
export interface StoryEntry {
  type: 'story';
  id: string;
  name: string;
  title: string;
  importPath: string;
  tags?: string[];
}

export declare const STORYBOOK_DIR: string;
export declare function storybookStories(): StoryEntry[];
export declare function serveStorybook(): Promise<{ url: string; close: () => Promise<void> }>;
