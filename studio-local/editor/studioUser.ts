import { createContext, useContext } from 'react';
import type { StudioRole } from '@/lib/rules/studioRoles';

/** The signed-in person, for screens that show or hide what their role may do (the server checks again). */
export interface StudioUserView {
  email: string;
  role: StudioRole;
}

export const StudioUserContext = createContext<StudioUserView | null>(null);

export function useStudioUser(): StudioUserView {
  const user = useContext(StudioUserContext);
  if (!user) throw new Error('useStudioUser outside the signed-in studio');
  return user;
}
