import { Drawer, RadioGroup } from '@escapade/ui';

export interface SortDrawerProps {
  readonly open: boolean;
  readonly title: string;
  readonly options: { value: string; label: string }[];
  readonly value: string;
  readonly onClose: () => void;
  readonly onChoose: (value: string) => void;
}

/** The phones' 'Sort by' drawer with radio choices: choosing one closes it and searches. */
export default function SortDrawer({ open, title, options, value, onClose, onChoose }: SortDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title={title} placement="bottom">
      <RadioGroup
        legend={title}
        options={options}
        value={value}
        onChange={(chosen) => {
          onClose();
          onChoose(chosen);
        }}
      />
    </Drawer>
  );
}
