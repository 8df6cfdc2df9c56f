import { useId } from 'react';
import { Switch } from '../../../components/ui/switch.tsx';
import { cn } from '../../../lib/class-names.ts';

export type TSettingSwitchProps = {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

/** A labelled on/off setting with a line of explanation; the whole label toggles it. */
export function SettingSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  className,
}: TSettingSwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="grid gap-0.5">
        <label
          htmlFor={id}
          className={cn('text-sm font-medium', disabled ? 'text-muted-foreground' : 'cursor-pointer')}
        >
          {label}
        </label>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
      />
    </div>
  );
}
