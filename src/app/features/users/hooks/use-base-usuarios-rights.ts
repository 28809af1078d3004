import { useSession } from '@app/lib/session';

/**
 * What the signed-in user may do with base users (the server's rules, mirrored so the screens offer only
 * what will be accepted): an administrator (indRetAdm) creates, edits and deletes others; anyone edits
 * himself; nobody deletes himself.
 */
interface UserRights {
  /** indRetAdm: also manages the others' access in the company. */
  isAdmin: boolean;
  canCreate: boolean;
  canEdit: (idUsuario: number) => boolean;
  canDelete: (idUsuario: number) => boolean;
  selfId: number | null;
}

export function useBaseUsuariosRights(): UserRights {
  const session = useSession();
  const isAdmin = session.permission?.indRetAdm === true;
  const selfId = session.account?.usuario.idUsuario ?? null;
  return {
    isAdmin,
    canCreate: isAdmin,
    canEdit: (id) => isAdmin || id === selfId,
    canDelete: (id) => isAdmin && id !== selfId,
    selfId,
  };
}
