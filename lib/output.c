/* -o FILE: a temporary beside the target, renamed into place when whole. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "output.h"

#ifndef NAME_MAX
#define NAME_MAX	255
#endif

int
output_open(struct output *o, const char *path, struct buf *cause)
{
	struct stat	 st, lst;
	const char	*slash, *base;
	struct buf	 b;
	mode_t		 mask;
	size_t		 blen;
	int		 fd, have, e;

	memset(o, 0, sizeof *o);
	have = stat(path, &st) == 0;
	/* A device or a pipe is written in place: renaming over it would
	 * replace the node, not write to it.  So is a dangling link: its
	 * target is created. */
	if ((have && !S_ISREG(st.st_mode)) || (!have &&
	    lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode))) {
		if ((o->fp = fopen(path, "w")) == NULL) {
			buf_printf(cause, "%s", strerror(errno));
			return -1;
		}
		o->target = xstrdup(path);
		return 0;
	}
	/* Through a link to its target: the link stays a link. */
	o->target = have ? realpath(path, NULL) : NULL;
	if (o->target == NULL)
		o->target = xstrdup(path);
	slash = strrchr(o->target, '/');
	base = slash != NULL ? slash + 1 : o->target;
	buf_init(&b);
	if (slash != NULL)
		buf_add(&b, o->target, (size_t)(slash - o->target) + 1);
	/* ".NAME.XXXXXX" must itself be a name: a long NAME is cut. */
	blen = strlen(base);
	if (blen > NAME_MAX - 8)
		blen = NAME_MAX - 8;
	buf_addc(&b, '.');
	buf_add(&b, base, blen);
	buf_adds(&b, ".XXXXXX");
	if ((fd = mkstemp(b.s)) < 0) {
		e = errno;
		if (e == EACCES || e == EROFS || e == EPERM)
			buf_printf(cause, "cannot create a temporary file in "
			    "its directory (%s): -o writes a new file and "
			    "renames it into place, so the directory must be "
			    "writable; write to standard output and redirect "
			    "it instead", strerror(e));
		else
			buf_printf(cause, "%s", strerror(e));
		buf_free(&b);
		free(o->target);
		o->target = NULL;
		errno = e;
		return -1;
	}
	if (have) {
		/* The old file's mode; its owner only root can give, and
		 * where even root cannot (some file systems) the new file
		 * is root's: the output is written all the same. */
		if (geteuid() == 0 && fchown(fd, st.st_uid, st.st_gid) != 0)
			errno = 0;
		(void)fchmod(fd, st.st_mode & 07777);
	} else {
		mask = umask(0);
		umask(mask);
		(void)fchmod(fd, 0666 & ~mask);
	}
	if ((o->fp = fdopen(fd, "w")) == NULL) {
		e = errno;
		close(fd);
		unlink(b.s);
		buf_free(&b);
		free(o->target);
		o->target = NULL;
		buf_printf(cause, "%s", strerror(e));
		errno = e;
		return -1;
	}
	o->tmp = b.s;
	return 0;
}

int
output_close(struct output *o, int keep, struct buf *cause)
{
	int	rc = 0, err = 0;

	if (o->fp == NULL)
		return 0;
	if (fflush(o->fp) != 0 || ferror(o->fp))
		err = errno ? errno : EIO;
	if (o->tmp != NULL && err == 0 && keep && fsync(fileno(o->fp)) != 0)
		err = errno;
	if (fclose(o->fp) != 0 && err == 0)
		err = errno;
	o->fp = NULL;
	if (err != 0) {
		buf_printf(cause, "cannot write '%s': %s", o->target,
		    strerror(err));
		rc = -1;
	}
	if (o->tmp != NULL) {
		if (rc == 0 && keep && rename(o->tmp, o->target) != 0) {
			err = errno;
			buf_printf(cause, "cannot rename '%s' to '%s': %s",
			    o->tmp, o->target, strerror(err));
			rc = -1;
		}
		if (rc != 0 || !keep)
			unlink(o->tmp);
		free(o->tmp);
		o->tmp = NULL;
	}
	free(o->target);
	o->target = NULL;
	errno = err;
	return rc;
}
