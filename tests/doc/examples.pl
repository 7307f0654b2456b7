#!/usr/bin/perl
# Runs every example of README.md and the man pages and compares the
# output they show (see tests/doc/README for the marks).
#
#	perl tests/doc/examples.pl ROOT PASA [DOC...]
#
# Prints one line per document with the number of examples run, and a
# FAIL line (with what was expected and what came) for each example whose
# output differs, or that fails when it shows no output.
use strict;
use warnings;
use File::Temp qw(tempdir);
use File::Path qw(make_path);
use File::Copy qw(copy);
use File::Find;

my ($root, $pasa, @only) = @ARGV;
die "usage: examples.pl ROOT PASA [DOC...]\n" unless defined $pasa;
my @docs = @only ? @only : ('README.md', map { s{^\Q$root\E/}{}r }
    sort(glob("$root/man/*.[157]")));
my ($failed, $total, $skipped) = (0, 0, 0);

# mdoc escapes that appear in examples, undone.
sub unman {
	my ($s) = @_;
	$s =~ s/\\\(dq/"/g;
	$s =~ s/\\\(aq/'/g;
	$s =~ s/\\\(ti/~/g;
	$s =~ s/\\\(ha/^/g;
	$s =~ s/\\-/-/g;
	$s =~ s/\\&//g;
	$s =~ s/\\e/\\/g;
	return $s;
}

# A document as a list of items: { kind => cmd|file|position|skip, ... }.
sub items {
	my ($doc) = @_;
	open(my $fh, '<', "$root/$doc") or die "$doc: $!\n";
	my @lines = <$fh>;
	close $fh;
	chomp @lines;
	my $man = $doc =~ /\.[157]$/;
	my (@items, @block, $mark, $in, $start);
	my $n = 0;
	for my $l (@lines) {
		$n++;
		if (!$in) {
			my $m;
			if ($man && $l =~ /^\.\\" doc-(.*)$/) {
				$mark = $1;
			} elsif (!$man && $l =~ /^<!-- doc-(.*?) -->$/) {
				$mark = $1;
			} elsif ($man && $l =~ /^\.Dl \$ (.*)$/) {
				push @items, { kind => 'cmd', line => $n,
				    cmd => unman($1), out => [] };
			} elsif (($man && $l =~ /^\.Bd -literal/) ||
			    (!$man && $l =~ /^```/)) {
				$in = 1;
				$start = $n;
				@block = ();
			} elsif (defined $mark && $l !~ /^\s*$/ &&
			    !($man && $l =~ /^\.(Pp|\\")/)) {
				$mark = undef;
			}
			next;
		}
		if (($man && $l =~ /^\.Ed/) || (!$man && $l =~ /^```/)) {
			$in = 0;
			push @items, block_items($doc, $start, $mark, @block);
			$mark = undef;
			next;
		}
		push @block, $man ? unman($l) : $l;
	}
	return @items;
}

sub block_items {
	my ($doc, $start, $mark, @block) = @_;
	my @items;
	if (defined $mark && $mark =~ /^skip: (.+)/) {
		return ({ kind => 'skip', line => $start, why => $1 });
	}
	if (defined $mark && $mark =~ /^file: (\S+)( invalid)?/) {
		return ({ kind => 'file', line => $start, name => $1,
		    invalid => defined $2, text => join("\n", @block) . "\n" });
	}
	if (defined $mark && $mark =~ /^position: (\S+)/) {
		my $v = $1;
		return ({ kind => 'position', line => $start, variant => $v,
		    text => join(' ', map { s/^\s+|\s+$//gr } @block) =~
		    s{/ }{/}gr });
	}
	if (defined $mark && $mark =~ /^schema/) {
		return ({ kind => 'schema', line => $start });
	}
	if (!@block || $block[0] !~ /^\$ /) {
		return ({ kind => 'unmarked', line => $start });
	}
	my $cur;
	for (my $i = 0; $i < @block; $i++) {
		my $l = $block[$i];
		if ($l =~ /^\$ (.*)$/) {
			my $cmd = $1;
			while ($cmd =~ /(\\|\|)\s*$/ && $i + 1 < @block) {
				$cmd .= "\n" . $block[++$i];
			}
			$cur = { kind => 'cmd', line => $start + $i + 1,
			    cmd => $cmd, out => [] };
			push @items, $cur;
		} else {
			push @{$cur->{out}}, $l;
		}
	}
	return @items;
}

sub norm {
	my ($s) = @_;
	$s =~ s/\s+/ /g;
	$s =~ s/^ | $//g;
	return $s;
}

# The workspace: the records, the fixtures, pasa on PATH.
sub workspace {
	my $ws = tempdir(CLEANUP => 1);
	symlink("$root/records", "$ws/records") or die "symlink: $!\n";
	my $files = "$root/tests/doc/files";
	find({ no_chdir => 1, wanted => sub {
		my $rel = substr($File::Find::name, length($files));
		return if $rel eq '';
		if (-d $_) { make_path("$ws$rel") } else { copy($_, "$ws$rel") }
	} }, $files) if -d $files;
	make_path("$ws/.bin", "$ws/.out");
	symlink($pasa, "$ws/.bin/pasa") or die "symlink: $!\n";
	return $ws;
}

sub slurp {
	my ($f) = @_;
	open(my $fh, '<', $f) or return '';
	local $/;
	my $s = <$fh>;
	close $fh;
	return $s;
}

for my $doc (@docs) {
	my @items = items($doc);
	my $ws = workspace();
	my $script = "cd '$ws' || exit 9\n";
	my $k = 0;
	for my $it (@items) {
		$k++;
		if ($it->{kind} eq 'cmd') {
			$script .= "{ $it->{cmd}\n} >'$ws/.out/$k' 2>'$ws/.out/$k.err' " .
			    "</dev/null; " .
			    "echo \$? >'$ws/.out/$k.rc'\n";
		} elsif ($it->{kind} eq 'file') {
			open(my $fh, '>', "$ws/$it->{name}") or die "$!\n";
			print $fh $it->{text};
			close $fh;
			my $check = $it->{name} =~ /\.ya?ml$/ ?
			    "pasa variants check" : "pasa validate";
			$script .= "(cd '$ws' && $check '$it->{name}') " .
			    ">'$ws/.out/$k' 2>&1; echo \$? >'$ws/.out/$k.rc'\n";
		} elsif ($it->{kind} eq 'position') {
			my $p = $it->{text} =~ s/'/'\\''/gr;
			$script .= "pasa render -v '$it->{variant}' " .
			    "--position '$p' >'$ws/.out/$k' 2>&1; " .
			    "echo \$? >'$ws/.out/$k.rc'\n";
		}
	}
	# Files are written in order with the commands: each file example
	# is written before the script runs, so later commands see it.
	open(my $sh, '>', "$ws/.script") or die "$!\n";
	print $sh $script;
	close $sh;
	{
		local $ENV{PATH} = "$ws/.bin:$ENV{PATH}";
		local $ENV{HOME} = $ws;
		local $ENV{NO_COLOR} = '1';
		system('sh', "$ws/.script");
	}
	my ($run, $skip) = (0, 0);
	$k = 0;
	for my $it (@items) {
		$k++;
		my $where = "$doc:$it->{line}";
		if ($it->{kind} eq 'unmarked') {
			print "FAIL $where: a literal block that is no example: " .
			    "mark it (tests/doc/README)\n";
			$failed++;
			next;
		}
		if ($it->{kind} eq 'skip') {
			$skip++;
			next;
		}
		next if $it->{kind} eq 'schema';
		$run++;
		# Standard output first, then standard error: the order a
		# terminal shows them in depends on buffering.
		my $got = slurp("$ws/.out/$k");
		my $err = slurp("$ws/.out/$k.err");
		$got .= "\n" if $got ne '' && $got !~ /\n$/ && $err ne '';
		$got .= $err;
		my $rc = slurp("$ws/.out/$k.rc");
		chomp $rc;
		my $want = $it->{kind} eq 'cmd' ? join("\n", @{$it->{out}}) : '';
		my $ok;
		if ($it->{kind} eq 'file' && $it->{invalid}) {
			$ok = $rc ne '0';
		} elsif (norm($want) eq '') {
			$ok = $rc eq '0';
		} else {
			# "..." stands for any text; white space runs are one.
			my $re = join('.*?', map { quotemeta($_) }
			    split(/\.\.\./, norm($want), -1));
			$ok = norm($got) =~ /^$re$/s;
		}
		next if $ok;
		$failed++;
		my $what = $it->{kind} eq 'cmd' ? "\$ $it->{cmd}" :
		    $it->{kind} eq 'file' ? "file $it->{name}" :
		    "position under $it->{variant}";
		print "FAIL $where: $what (exit $rc)\n";
		print "  shown: $_\n" for split(/\n/, $want);
		print "  got:   $_\n" for split(/\n/, $got);
	}
	# A command's page without a working example is a hole.
	if ($run == 0 && ($doc eq 'README.md' || $doc =~ /\.1$/)) {
		print "FAIL $doc: no example run\n";
		$failed++;
	}
	$total += $run;
	$skipped += $skip;
}
# Counts go to stderr: pages gain examples without changing the verdict.
print STDERR "$total examples run, $skipped skipped\n";
print $failed ? "$failed failed\n" : "every example passes\n";
exit($failed ? 1 : 0);
