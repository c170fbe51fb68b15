import { LanguagePicker } from '../../../components/language-picker.tsx';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';

export function StateTools() {
  return (
    <>
      <LanguagePicker compact />
      <ThemeToggle />
    </>
  );
}
