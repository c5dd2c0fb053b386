import { runInAction } from 'mobx'
import { useEffect } from 'react'
import { ModalRoot } from '../ui/src/ModalRoot.tsx'
import type { ThemeMode } from '@portico/kernel'
import type { StoryKit } from './storyKit.ts'

/** Props of `StoryModal`. */
export interface StoryModalProps {
  kit: StoryKit
  /** The theme toolbar's mode; the instance's theme store follows it. */
  themeMode: ThemeMode
}

/** The real modal of a story's instance, rendered in place on a page of the theme's colour. */
export function StoryModal({ kit, themeMode }: StoryModalProps) {
  useEffect(() => {
    runInAction(() => kit.store.theme.setThemeMode(themeMode))
  }, [kit, themeMode])
  return (
    <div className="story-page" data-theme={themeMode}>
      <ModalRoot appKit={kit.appKit} inline />
    </div>
  )
}
