// libjpeg's errors in the fixtures: a jump back to the caller's setjmp instead of exit().
#ifndef FIXTURE_JPEG_ERROR_H
#define FIXTURE_JPEG_ERROR_H

#include <setjmp.h>
#include <stdio.h>
#include <jpeglib.h>

/// libjpeg's error manager and where to jump on an error.
struct fixture_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

/// libjpeg's error_exit for a `struct fixture_error`: back to its setjmp.
static inline void fixture_jpeg_fail(j_common_ptr info) { longjmp(((struct fixture_error *)info->err)->jump, 1); }

#endif
